import type { MigrationInterface, QueryRunner } from 'typeorm';

export class SqliteInitialSchema1795654050188 implements MigrationInterface {
  name = 'SqliteInitialSchema1795654050188';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "activity_log" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "admin_id" integer NOT NULL, "action" varchar(16) NOT NULL, "entity_type" varchar(32) NOT NULL, "entity_id" integer, "label" varchar(191) NOT NULL, "before" text, "after" text, "created_at" datetime NOT NULL)`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_a9aa535a31227ef336222d28e1" ON "activity_log" ("created_at") `);
    await queryRunner.query(`CREATE INDEX "IDX_b7e527dde1ed6766b8543e0569" ON "activity_log" ("entity_type", "created_at") `);
    await queryRunner.query(`CREATE INDEX "IDX_dc683ebf72b98cf9201d58b2c5" ON "activity_log" ("admin_id", "created_at") `);
    await queryRunner.query(
      `CREATE TABLE "users" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "name" varchar(100) NOT NULL, "family" varchar(100) NOT NULL, "email" varchar(191) NOT NULL, "phone" varchar(20), "password" varchar(100) NOT NULL, "roles" text NOT NULL, "token_version" integer NOT NULL DEFAULT (0), "created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')), CONSTRAINT "UQ_97672ac88f789774dd47f7c8be3" UNIQUE ("email"), CONSTRAINT "UQ_a000cca60bcf04454e727699490" UNIQUE ("phone"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "categories" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "title" varchar(191) NOT NULL, "image" varchar(255), "created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')), "deleted_at" datetime)`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_a184f5dd6c131f01b9f48968f0" ON "categories" ("deleted_at") `);
    await queryRunner.query(
      `CREATE TABLE "customers" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "name" varchar(100) NOT NULL, "family" varchar(100) NOT NULL, "email" varchar(191) NOT NULL, "phone" varchar(20) NOT NULL, "description" text, "created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_b942d55b92ededa770041db9de" ON "customers" ("name") `);
    await queryRunner.query(`CREATE INDEX "IDX_3c6e118845b9b2e90079039953" ON "customers" ("family") `);
    await queryRunner.query(`CREATE INDEX "IDX_8536b8b85c06969f84f0c098b0" ON "customers" ("email") `);
    await queryRunner.query(`CREATE INDEX "IDX_88acd889fbe17d0e16cc4bc917" ON "customers" ("phone") `);
    await queryRunner.query(`CREATE INDEX "IDX_a8fcf679692db1c886e7f15d2b" ON "customers" ("created_at") `);
    await queryRunner.query(
      `CREATE TABLE "features" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "title" varchar(191) NOT NULL, "sort" integer NOT NULL DEFAULT (0), "is_primary" boolean NOT NULL DEFAULT (0), "is_heading" boolean NOT NULL DEFAULT (0), "created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')), "deleted_at" datetime)`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_a52854ee98eb76ae6b2498e56e" ON "features" ("sort") `);
    await queryRunner.query(`CREATE INDEX "IDX_b98281703b69e8ef4f7db5caa3" ON "features" ("deleted_at") `);
    await queryRunner.query(
      `CREATE TABLE "plans" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "title" varchar(191) NOT NULL, "list_price" integer, "price" integer, "hosting_space_gb" integer, "created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')), "deleted_at" datetime)`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_843eef5a55f05ee5123f0d52ea" ON "plans" ("deleted_at") `);
    await queryRunner.query(
      `CREATE TABLE "themes" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "title" varchar(191) NOT NULL, "link" varchar(500) NOT NULL, "short_description" varchar(500), "full_description" text, "image" varchar(255) NOT NULL, "mobile_image" varchar(255), "sort" integer NOT NULL DEFAULT (0), "created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_beadb19326c8c6eb00e1c156d3" ON "themes" ("sort", "id") `);
    await queryRunner.query(
      `CREATE TABLE "customer_plans" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "customer_id" integer NOT NULL, "plan_id" integer NOT NULL, "theme_id" integer, "domain_name" varchar(255) NOT NULL, "order_date" date, "expire_date" date, "description" text, "paid" integer, "is_active" boolean NOT NULL DEFAULT (0), "created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')), "deleted_at" datetime)`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_cc01191a77453f2c663c52ff4a" ON "customer_plans" ("customer_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_299856d971226b8ebe3e63909b" ON "customer_plans" ("deleted_at") `);
    await queryRunner.query(`CREATE INDEX "IDX_d83b848f2ad54a4b82ae5b87b0" ON "customer_plans" ("is_active", "expire_date") `);
    await queryRunner.query(
      `CREATE TABLE "idempotency_keys" ("id" varchar(64) PRIMARY KEY NOT NULL, "fingerprint" varchar(64) NOT NULL, "status" integer, "content_type" varchar(191), "body" text, "created_at" datetime NOT NULL)`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_5e72f040fdc5efc8eef52a388c" ON "idempotency_keys" ("created_at") `);
    await queryRunner.query(
      `CREATE TABLE "orders" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "full_name" varchar(191) NOT NULL, "phone_number" varchar(20) NOT NULL, "description" text, "status" varchar(16) NOT NULL DEFAULT ('PENDING'), "operator_id" integer, "created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_3d64eda56c6291afef191fdee0" ON "orders" ("full_name") `);
    await queryRunner.query(`CREATE INDEX "IDX_5d9df46e3d1728ff3d793b0d95" ON "orders" ("phone_number") `);
    await queryRunner.query(`CREATE INDEX "IDX_c884e321f927d5b86aac7c8f9e" ON "orders" ("created_at") `);
    await queryRunner.query(`CREATE INDEX "IDX_d39dd89d89fe12aa86872b7865" ON "orders" ("status", "created_at") `);
    await queryRunner.query(
      `CREATE TABLE "work_samples" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "domain_name" varchar(255) NOT NULL, "title" varchar(191) NOT NULL, "description" text, "image" varchar(255) NOT NULL, "is_active" boolean NOT NULL DEFAULT (0), "created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')), "deleted_at" datetime)`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_d52eaa259a59a26c360e8cc613" ON "work_samples" ("deleted_at") `);
    await queryRunner.query(`CREATE INDEX "IDX_ce5c782f7d920a2fa2a9ad00e6" ON "work_samples" ("is_active", "id") `);
    await queryRunner.query(
      `CREATE TABLE "plan_features" ("plan_id" integer NOT NULL, "feature_id" integer NOT NULL, PRIMARY KEY ("plan_id", "feature_id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_b51952483b18fa15334d714a83" ON "plan_features" ("plan_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_27e866bdf4c6f2cf5854b7d0e5" ON "plan_features" ("feature_id") `);
    await queryRunner.query(
      `CREATE TABLE "theme_plans" ("theme_id" integer NOT NULL, "plan_id" integer NOT NULL, PRIMARY KEY ("theme_id", "plan_id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_1f1e056b5046cc22ec716ff779" ON "theme_plans" ("theme_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_85366518c96427730201fa32e6" ON "theme_plans" ("plan_id") `);
    await queryRunner.query(
      `CREATE TABLE "theme_categories" ("theme_id" integer NOT NULL, "category_id" integer NOT NULL, PRIMARY KEY ("theme_id", "category_id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_c81984af6ecb4936a8eb14a694" ON "theme_categories" ("theme_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_1b791644e02a5a8e02a266acfb" ON "theme_categories" ("category_id") `);
    await queryRunner.query(
      `CREATE TABLE "work_sample_plans" ("work_sample_id" integer NOT NULL, "plan_id" integer NOT NULL, PRIMARY KEY ("work_sample_id", "plan_id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_c65f3632ac43a2d22655c2081e" ON "work_sample_plans" ("work_sample_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_207a3cd9188cc0d2d0f02bebb7" ON "work_sample_plans" ("plan_id") `);
    await queryRunner.query(`DROP INDEX "IDX_cc01191a77453f2c663c52ff4a"`);
    await queryRunner.query(`DROP INDEX "IDX_299856d971226b8ebe3e63909b"`);
    await queryRunner.query(`DROP INDEX "IDX_d83b848f2ad54a4b82ae5b87b0"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_customer_plans" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "customer_id" integer NOT NULL, "plan_id" integer NOT NULL, "theme_id" integer, "domain_name" varchar(255) NOT NULL, "order_date" date, "expire_date" date, "description" text, "paid" integer, "is_active" boolean NOT NULL DEFAULT (0), "created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')), "deleted_at" datetime, CONSTRAINT "FK_cc01191a77453f2c663c52ff4a5" FOREIGN KEY ("customer_id") REFERENCES "customers" ("id") ON DELETE CASCADE ON UPDATE NO ACTION, CONSTRAINT "FK_9231f8af012712b091e4d4545b3" FOREIGN KEY ("plan_id") REFERENCES "plans" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION, CONSTRAINT "FK_aed359ba34c58483853974cfb46" FOREIGN KEY ("theme_id") REFERENCES "themes" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_customer_plans"("id", "customer_id", "plan_id", "theme_id", "domain_name", "order_date", "expire_date", "description", "paid", "is_active", "created_at", "updated_at", "deleted_at") SELECT "id", "customer_id", "plan_id", "theme_id", "domain_name", "order_date", "expire_date", "description", "paid", "is_active", "created_at", "updated_at", "deleted_at" FROM "customer_plans"`,
    );
    await queryRunner.query(`DROP TABLE "customer_plans"`);
    await queryRunner.query(`ALTER TABLE "temporary_customer_plans" RENAME TO "customer_plans"`);
    await queryRunner.query(`CREATE INDEX "IDX_cc01191a77453f2c663c52ff4a" ON "customer_plans" ("customer_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_299856d971226b8ebe3e63909b" ON "customer_plans" ("deleted_at") `);
    await queryRunner.query(`CREATE INDEX "IDX_d83b848f2ad54a4b82ae5b87b0" ON "customer_plans" ("is_active", "expire_date") `);
    await queryRunner.query(`DROP INDEX "IDX_3d64eda56c6291afef191fdee0"`);
    await queryRunner.query(`DROP INDEX "IDX_5d9df46e3d1728ff3d793b0d95"`);
    await queryRunner.query(`DROP INDEX "IDX_c884e321f927d5b86aac7c8f9e"`);
    await queryRunner.query(`DROP INDEX "IDX_d39dd89d89fe12aa86872b7865"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_orders" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "full_name" varchar(191) NOT NULL, "phone_number" varchar(20) NOT NULL, "description" text, "status" varchar(16) NOT NULL DEFAULT ('PENDING'), "operator_id" integer, "created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')), CONSTRAINT "FK_568f81ad6a0516344ef30f5ed86" FOREIGN KEY ("operator_id") REFERENCES "users" ("id") ON DELETE SET NULL ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_orders"("id", "full_name", "phone_number", "description", "status", "operator_id", "created_at", "updated_at") SELECT "id", "full_name", "phone_number", "description", "status", "operator_id", "created_at", "updated_at" FROM "orders"`,
    );
    await queryRunner.query(`DROP TABLE "orders"`);
    await queryRunner.query(`ALTER TABLE "temporary_orders" RENAME TO "orders"`);
    await queryRunner.query(`CREATE INDEX "IDX_3d64eda56c6291afef191fdee0" ON "orders" ("full_name") `);
    await queryRunner.query(`CREATE INDEX "IDX_5d9df46e3d1728ff3d793b0d95" ON "orders" ("phone_number") `);
    await queryRunner.query(`CREATE INDEX "IDX_c884e321f927d5b86aac7c8f9e" ON "orders" ("created_at") `);
    await queryRunner.query(`CREATE INDEX "IDX_d39dd89d89fe12aa86872b7865" ON "orders" ("status", "created_at") `);
    await queryRunner.query(`DROP INDEX "IDX_b51952483b18fa15334d714a83"`);
    await queryRunner.query(`DROP INDEX "IDX_27e866bdf4c6f2cf5854b7d0e5"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_plan_features" ("plan_id" integer NOT NULL, "feature_id" integer NOT NULL, CONSTRAINT "FK_b51952483b18fa15334d714a838" FOREIGN KEY ("plan_id") REFERENCES "plans" ("id") ON DELETE CASCADE ON UPDATE CASCADE, CONSTRAINT "FK_27e866bdf4c6f2cf5854b7d0e57" FOREIGN KEY ("feature_id") REFERENCES "features" ("id") ON DELETE CASCADE ON UPDATE CASCADE, PRIMARY KEY ("plan_id", "feature_id"))`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_plan_features"("plan_id", "feature_id") SELECT "plan_id", "feature_id" FROM "plan_features"`,
    );
    await queryRunner.query(`DROP TABLE "plan_features"`);
    await queryRunner.query(`ALTER TABLE "temporary_plan_features" RENAME TO "plan_features"`);
    await queryRunner.query(`CREATE INDEX "IDX_b51952483b18fa15334d714a83" ON "plan_features" ("plan_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_27e866bdf4c6f2cf5854b7d0e5" ON "plan_features" ("feature_id") `);
    await queryRunner.query(`DROP INDEX "IDX_1f1e056b5046cc22ec716ff779"`);
    await queryRunner.query(`DROP INDEX "IDX_85366518c96427730201fa32e6"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_theme_plans" ("theme_id" integer NOT NULL, "plan_id" integer NOT NULL, CONSTRAINT "FK_1f1e056b5046cc22ec716ff7799" FOREIGN KEY ("theme_id") REFERENCES "themes" ("id") ON DELETE CASCADE ON UPDATE CASCADE, CONSTRAINT "FK_85366518c96427730201fa32e66" FOREIGN KEY ("plan_id") REFERENCES "plans" ("id") ON DELETE CASCADE ON UPDATE CASCADE, PRIMARY KEY ("theme_id", "plan_id"))`,
    );
    await queryRunner.query(`INSERT INTO "temporary_theme_plans"("theme_id", "plan_id") SELECT "theme_id", "plan_id" FROM "theme_plans"`);
    await queryRunner.query(`DROP TABLE "theme_plans"`);
    await queryRunner.query(`ALTER TABLE "temporary_theme_plans" RENAME TO "theme_plans"`);
    await queryRunner.query(`CREATE INDEX "IDX_1f1e056b5046cc22ec716ff779" ON "theme_plans" ("theme_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_85366518c96427730201fa32e6" ON "theme_plans" ("plan_id") `);
    await queryRunner.query(`DROP INDEX "IDX_c81984af6ecb4936a8eb14a694"`);
    await queryRunner.query(`DROP INDEX "IDX_1b791644e02a5a8e02a266acfb"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_theme_categories" ("theme_id" integer NOT NULL, "category_id" integer NOT NULL, CONSTRAINT "FK_c81984af6ecb4936a8eb14a6945" FOREIGN KEY ("theme_id") REFERENCES "themes" ("id") ON DELETE CASCADE ON UPDATE CASCADE, CONSTRAINT "FK_1b791644e02a5a8e02a266acfb2" FOREIGN KEY ("category_id") REFERENCES "categories" ("id") ON DELETE CASCADE ON UPDATE CASCADE, PRIMARY KEY ("theme_id", "category_id"))`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_theme_categories"("theme_id", "category_id") SELECT "theme_id", "category_id" FROM "theme_categories"`,
    );
    await queryRunner.query(`DROP TABLE "theme_categories"`);
    await queryRunner.query(`ALTER TABLE "temporary_theme_categories" RENAME TO "theme_categories"`);
    await queryRunner.query(`CREATE INDEX "IDX_c81984af6ecb4936a8eb14a694" ON "theme_categories" ("theme_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_1b791644e02a5a8e02a266acfb" ON "theme_categories" ("category_id") `);
    await queryRunner.query(`DROP INDEX "IDX_c65f3632ac43a2d22655c2081e"`);
    await queryRunner.query(`DROP INDEX "IDX_207a3cd9188cc0d2d0f02bebb7"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_work_sample_plans" ("work_sample_id" integer NOT NULL, "plan_id" integer NOT NULL, CONSTRAINT "FK_c65f3632ac43a2d22655c2081ee" FOREIGN KEY ("work_sample_id") REFERENCES "work_samples" ("id") ON DELETE CASCADE ON UPDATE CASCADE, CONSTRAINT "FK_207a3cd9188cc0d2d0f02bebb7a" FOREIGN KEY ("plan_id") REFERENCES "plans" ("id") ON DELETE CASCADE ON UPDATE CASCADE, PRIMARY KEY ("work_sample_id", "plan_id"))`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_work_sample_plans"("work_sample_id", "plan_id") SELECT "work_sample_id", "plan_id" FROM "work_sample_plans"`,
    );
    await queryRunner.query(`DROP TABLE "work_sample_plans"`);
    await queryRunner.query(`ALTER TABLE "temporary_work_sample_plans" RENAME TO "work_sample_plans"`);
    await queryRunner.query(`CREATE INDEX "IDX_c65f3632ac43a2d22655c2081e" ON "work_sample_plans" ("work_sample_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_207a3cd9188cc0d2d0f02bebb7" ON "work_sample_plans" ("plan_id") `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_207a3cd9188cc0d2d0f02bebb7"`);
    await queryRunner.query(`DROP INDEX "IDX_c65f3632ac43a2d22655c2081e"`);
    await queryRunner.query(`ALTER TABLE "work_sample_plans" RENAME TO "temporary_work_sample_plans"`);
    await queryRunner.query(
      `CREATE TABLE "work_sample_plans" ("work_sample_id" integer NOT NULL, "plan_id" integer NOT NULL, PRIMARY KEY ("work_sample_id", "plan_id"))`,
    );
    await queryRunner.query(
      `INSERT INTO "work_sample_plans"("work_sample_id", "plan_id") SELECT "work_sample_id", "plan_id" FROM "temporary_work_sample_plans"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_work_sample_plans"`);
    await queryRunner.query(`CREATE INDEX "IDX_207a3cd9188cc0d2d0f02bebb7" ON "work_sample_plans" ("plan_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_c65f3632ac43a2d22655c2081e" ON "work_sample_plans" ("work_sample_id") `);
    await queryRunner.query(`DROP INDEX "IDX_1b791644e02a5a8e02a266acfb"`);
    await queryRunner.query(`DROP INDEX "IDX_c81984af6ecb4936a8eb14a694"`);
    await queryRunner.query(`ALTER TABLE "theme_categories" RENAME TO "temporary_theme_categories"`);
    await queryRunner.query(
      `CREATE TABLE "theme_categories" ("theme_id" integer NOT NULL, "category_id" integer NOT NULL, PRIMARY KEY ("theme_id", "category_id"))`,
    );
    await queryRunner.query(
      `INSERT INTO "theme_categories"("theme_id", "category_id") SELECT "theme_id", "category_id" FROM "temporary_theme_categories"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_theme_categories"`);
    await queryRunner.query(`CREATE INDEX "IDX_1b791644e02a5a8e02a266acfb" ON "theme_categories" ("category_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_c81984af6ecb4936a8eb14a694" ON "theme_categories" ("theme_id") `);
    await queryRunner.query(`DROP INDEX "IDX_85366518c96427730201fa32e6"`);
    await queryRunner.query(`DROP INDEX "IDX_1f1e056b5046cc22ec716ff779"`);
    await queryRunner.query(`ALTER TABLE "theme_plans" RENAME TO "temporary_theme_plans"`);
    await queryRunner.query(
      `CREATE TABLE "theme_plans" ("theme_id" integer NOT NULL, "plan_id" integer NOT NULL, PRIMARY KEY ("theme_id", "plan_id"))`,
    );
    await queryRunner.query(`INSERT INTO "theme_plans"("theme_id", "plan_id") SELECT "theme_id", "plan_id" FROM "temporary_theme_plans"`);
    await queryRunner.query(`DROP TABLE "temporary_theme_plans"`);
    await queryRunner.query(`CREATE INDEX "IDX_85366518c96427730201fa32e6" ON "theme_plans" ("plan_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_1f1e056b5046cc22ec716ff779" ON "theme_plans" ("theme_id") `);
    await queryRunner.query(`DROP INDEX "IDX_27e866bdf4c6f2cf5854b7d0e5"`);
    await queryRunner.query(`DROP INDEX "IDX_b51952483b18fa15334d714a83"`);
    await queryRunner.query(`ALTER TABLE "plan_features" RENAME TO "temporary_plan_features"`);
    await queryRunner.query(
      `CREATE TABLE "plan_features" ("plan_id" integer NOT NULL, "feature_id" integer NOT NULL, PRIMARY KEY ("plan_id", "feature_id"))`,
    );
    await queryRunner.query(
      `INSERT INTO "plan_features"("plan_id", "feature_id") SELECT "plan_id", "feature_id" FROM "temporary_plan_features"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_plan_features"`);
    await queryRunner.query(`CREATE INDEX "IDX_27e866bdf4c6f2cf5854b7d0e5" ON "plan_features" ("feature_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_b51952483b18fa15334d714a83" ON "plan_features" ("plan_id") `);
    await queryRunner.query(`DROP INDEX "IDX_d39dd89d89fe12aa86872b7865"`);
    await queryRunner.query(`DROP INDEX "IDX_c884e321f927d5b86aac7c8f9e"`);
    await queryRunner.query(`DROP INDEX "IDX_5d9df46e3d1728ff3d793b0d95"`);
    await queryRunner.query(`DROP INDEX "IDX_3d64eda56c6291afef191fdee0"`);
    await queryRunner.query(`ALTER TABLE "orders" RENAME TO "temporary_orders"`);
    await queryRunner.query(
      `CREATE TABLE "orders" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "full_name" varchar(191) NOT NULL, "phone_number" varchar(20) NOT NULL, "description" text, "status" varchar(16) NOT NULL DEFAULT ('PENDING'), "operator_id" integer, "created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(
      `INSERT INTO "orders"("id", "full_name", "phone_number", "description", "status", "operator_id", "created_at", "updated_at") SELECT "id", "full_name", "phone_number", "description", "status", "operator_id", "created_at", "updated_at" FROM "temporary_orders"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_orders"`);
    await queryRunner.query(`CREATE INDEX "IDX_d39dd89d89fe12aa86872b7865" ON "orders" ("status", "created_at") `);
    await queryRunner.query(`CREATE INDEX "IDX_c884e321f927d5b86aac7c8f9e" ON "orders" ("created_at") `);
    await queryRunner.query(`CREATE INDEX "IDX_5d9df46e3d1728ff3d793b0d95" ON "orders" ("phone_number") `);
    await queryRunner.query(`CREATE INDEX "IDX_3d64eda56c6291afef191fdee0" ON "orders" ("full_name") `);
    await queryRunner.query(`DROP INDEX "IDX_d83b848f2ad54a4b82ae5b87b0"`);
    await queryRunner.query(`DROP INDEX "IDX_299856d971226b8ebe3e63909b"`);
    await queryRunner.query(`DROP INDEX "IDX_cc01191a77453f2c663c52ff4a"`);
    await queryRunner.query(`ALTER TABLE "customer_plans" RENAME TO "temporary_customer_plans"`);
    await queryRunner.query(
      `CREATE TABLE "customer_plans" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "customer_id" integer NOT NULL, "plan_id" integer NOT NULL, "theme_id" integer, "domain_name" varchar(255) NOT NULL, "order_date" date, "expire_date" date, "description" text, "paid" integer, "is_active" boolean NOT NULL DEFAULT (0), "created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')), "deleted_at" datetime)`,
    );
    await queryRunner.query(
      `INSERT INTO "customer_plans"("id", "customer_id", "plan_id", "theme_id", "domain_name", "order_date", "expire_date", "description", "paid", "is_active", "created_at", "updated_at", "deleted_at") SELECT "id", "customer_id", "plan_id", "theme_id", "domain_name", "order_date", "expire_date", "description", "paid", "is_active", "created_at", "updated_at", "deleted_at" FROM "temporary_customer_plans"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_customer_plans"`);
    await queryRunner.query(`CREATE INDEX "IDX_d83b848f2ad54a4b82ae5b87b0" ON "customer_plans" ("is_active", "expire_date") `);
    await queryRunner.query(`CREATE INDEX "IDX_299856d971226b8ebe3e63909b" ON "customer_plans" ("deleted_at") `);
    await queryRunner.query(`CREATE INDEX "IDX_cc01191a77453f2c663c52ff4a" ON "customer_plans" ("customer_id") `);
    await queryRunner.query(`DROP INDEX "IDX_207a3cd9188cc0d2d0f02bebb7"`);
    await queryRunner.query(`DROP INDEX "IDX_c65f3632ac43a2d22655c2081e"`);
    await queryRunner.query(`DROP TABLE "work_sample_plans"`);
    await queryRunner.query(`DROP INDEX "IDX_1b791644e02a5a8e02a266acfb"`);
    await queryRunner.query(`DROP INDEX "IDX_c81984af6ecb4936a8eb14a694"`);
    await queryRunner.query(`DROP TABLE "theme_categories"`);
    await queryRunner.query(`DROP INDEX "IDX_85366518c96427730201fa32e6"`);
    await queryRunner.query(`DROP INDEX "IDX_1f1e056b5046cc22ec716ff779"`);
    await queryRunner.query(`DROP TABLE "theme_plans"`);
    await queryRunner.query(`DROP INDEX "IDX_27e866bdf4c6f2cf5854b7d0e5"`);
    await queryRunner.query(`DROP INDEX "IDX_b51952483b18fa15334d714a83"`);
    await queryRunner.query(`DROP TABLE "plan_features"`);
    await queryRunner.query(`DROP INDEX "IDX_ce5c782f7d920a2fa2a9ad00e6"`);
    await queryRunner.query(`DROP INDEX "IDX_d52eaa259a59a26c360e8cc613"`);
    await queryRunner.query(`DROP TABLE "work_samples"`);
    await queryRunner.query(`DROP INDEX "IDX_d39dd89d89fe12aa86872b7865"`);
    await queryRunner.query(`DROP INDEX "IDX_c884e321f927d5b86aac7c8f9e"`);
    await queryRunner.query(`DROP INDEX "IDX_5d9df46e3d1728ff3d793b0d95"`);
    await queryRunner.query(`DROP INDEX "IDX_3d64eda56c6291afef191fdee0"`);
    await queryRunner.query(`DROP TABLE "orders"`);
    await queryRunner.query(`DROP INDEX "IDX_5e72f040fdc5efc8eef52a388c"`);
    await queryRunner.query(`DROP TABLE "idempotency_keys"`);
    await queryRunner.query(`DROP INDEX "IDX_d83b848f2ad54a4b82ae5b87b0"`);
    await queryRunner.query(`DROP INDEX "IDX_299856d971226b8ebe3e63909b"`);
    await queryRunner.query(`DROP INDEX "IDX_cc01191a77453f2c663c52ff4a"`);
    await queryRunner.query(`DROP TABLE "customer_plans"`);
    await queryRunner.query(`DROP INDEX "IDX_beadb19326c8c6eb00e1c156d3"`);
    await queryRunner.query(`DROP TABLE "themes"`);
    await queryRunner.query(`DROP INDEX "IDX_843eef5a55f05ee5123f0d52ea"`);
    await queryRunner.query(`DROP TABLE "plans"`);
    await queryRunner.query(`DROP INDEX "IDX_b98281703b69e8ef4f7db5caa3"`);
    await queryRunner.query(`DROP INDEX "IDX_a52854ee98eb76ae6b2498e56e"`);
    await queryRunner.query(`DROP TABLE "features"`);
    await queryRunner.query(`DROP INDEX "IDX_a8fcf679692db1c886e7f15d2b"`);
    await queryRunner.query(`DROP INDEX "IDX_88acd889fbe17d0e16cc4bc917"`);
    await queryRunner.query(`DROP INDEX "IDX_8536b8b85c06969f84f0c098b0"`);
    await queryRunner.query(`DROP INDEX "IDX_3c6e118845b9b2e90079039953"`);
    await queryRunner.query(`DROP INDEX "IDX_b942d55b92ededa770041db9de"`);
    await queryRunner.query(`DROP TABLE "customers"`);
    await queryRunner.query(`DROP INDEX "IDX_a184f5dd6c131f01b9f48968f0"`);
    await queryRunner.query(`DROP TABLE "categories"`);
    await queryRunner.query(`DROP TABLE "users"`);
    await queryRunner.query(`DROP INDEX "IDX_dc683ebf72b98cf9201d58b2c5"`);
    await queryRunner.query(`DROP INDEX "IDX_b7e527dde1ed6766b8543e0569"`);
    await queryRunner.query(`DROP INDEX "IDX_a9aa535a31227ef336222d28e1"`);
    await queryRunner.query(`DROP TABLE "activity_log"`);
  }
}
