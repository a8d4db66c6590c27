import type { MigrationInterface, QueryRunner } from 'typeorm';

export class InitialSchema1795266959661 implements MigrationInterface {
  name = 'InitialSchema1795266959661';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE \`users\` (\`id\` int NOT NULL AUTO_INCREMENT, \`name\` varchar(100) NOT NULL, \`family\` varchar(100) NOT NULL, \`email\` varchar(191) NOT NULL, \`phone\` varchar(20) NULL, \`password\` varchar(100) NOT NULL, \`roles\` text NOT NULL, \`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), \`updated_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), UNIQUE INDEX \`IDX_97672ac88f789774dd47f7c8be\` (\`email\`), UNIQUE INDEX \`IDX_a000cca60bcf04454e72769949\` (\`phone\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
    await queryRunner.query(`CREATE TABLE \`categories\` (\`id\` int NOT NULL AUTO_INCREMENT, \`title\` varchar(191) NOT NULL, \`image\` varchar(255) NULL, \`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), \`updated_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), PRIMARY KEY (\`id\`)) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
    await queryRunner.query(`CREATE TABLE \`customers\` (\`id\` int NOT NULL AUTO_INCREMENT, \`name\` varchar(100) NOT NULL, \`family\` varchar(100) NOT NULL, \`email\` varchar(191) NOT NULL, \`phone\` varchar(20) NOT NULL, \`description\` text NULL, \`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), \`updated_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), INDEX \`IDX_b942d55b92ededa770041db9de\` (\`name\`), INDEX \`IDX_3c6e118845b9b2e90079039953\` (\`family\`), INDEX \`IDX_8536b8b85c06969f84f0c098b0\` (\`email\`), INDEX \`IDX_88acd889fbe17d0e16cc4bc917\` (\`phone\`), INDEX \`IDX_a8fcf679692db1c886e7f15d2b\` (\`created_at\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
    await queryRunner.query(`CREATE TABLE \`features\` (\`id\` int NOT NULL AUTO_INCREMENT, \`title\` varchar(191) NOT NULL, \`sort\` int NOT NULL DEFAULT '0', \`is_primary\` tinyint NOT NULL DEFAULT 0, \`is_heading\` tinyint NOT NULL DEFAULT 0, \`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), \`updated_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), INDEX \`IDX_a52854ee98eb76ae6b2498e56e\` (\`sort\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
    await queryRunner.query(`CREATE TABLE \`plans\` (\`id\` int NOT NULL AUTO_INCREMENT, \`title\` varchar(191) NOT NULL, \`list_price\` int UNSIGNED NULL, \`price\` int UNSIGNED NULL, \`hosting_space_gb\` int UNSIGNED NULL, \`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), \`updated_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), PRIMARY KEY (\`id\`)) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
    await queryRunner.query(`CREATE TABLE \`themes\` (\`id\` int NOT NULL AUTO_INCREMENT, \`title\` varchar(191) NOT NULL, \`link\` varchar(500) NOT NULL, \`short_description\` varchar(500) NULL, \`full_description\` text NULL, \`image\` varchar(255) NOT NULL, \`mobile_image\` varchar(255) NULL, \`sort\` int NOT NULL DEFAULT '0', \`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), \`updated_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), INDEX \`IDX_beadb19326c8c6eb00e1c156d3\` (\`sort\`, \`id\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
    await queryRunner.query(`CREATE TABLE \`customer_plans\` (\`id\` int NOT NULL AUTO_INCREMENT, \`customer_id\` int NOT NULL, \`plan_id\` int NOT NULL, \`theme_id\` int NULL, \`domain_name\` varchar(255) NOT NULL, \`order_date\` date NULL, \`expire_date\` date NULL, \`description\` text NULL, \`paid\` int UNSIGNED NULL, \`is_active\` tinyint NOT NULL DEFAULT 0, \`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), \`updated_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), INDEX \`IDX_cc01191a77453f2c663c52ff4a\` (\`customer_id\`), INDEX \`IDX_d83b848f2ad54a4b82ae5b87b0\` (\`is_active\`, \`expire_date\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
    await queryRunner.query(`CREATE TABLE \`orders\` (\`id\` int NOT NULL AUTO_INCREMENT, \`full_name\` varchar(191) NOT NULL, \`phone_number\` varchar(20) NOT NULL, \`description\` text NULL, \`status\` varchar(16) NOT NULL DEFAULT 'PENDING', \`operator_id\` int NULL, \`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), \`updated_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), INDEX \`IDX_3d64eda56c6291afef191fdee0\` (\`full_name\`), INDEX \`IDX_5d9df46e3d1728ff3d793b0d95\` (\`phone_number\`), INDEX \`IDX_c884e321f927d5b86aac7c8f9e\` (\`created_at\`), INDEX \`IDX_d39dd89d89fe12aa86872b7865\` (\`status\`, \`created_at\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
    await queryRunner.query(`CREATE TABLE \`work_samples\` (\`id\` int NOT NULL AUTO_INCREMENT, \`domain_name\` varchar(255) NOT NULL, \`title\` varchar(191) NOT NULL, \`description\` text NULL, \`image\` varchar(255) NOT NULL, \`is_active\` tinyint NOT NULL DEFAULT 0, \`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), \`updated_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), INDEX \`IDX_ce5c782f7d920a2fa2a9ad00e6\` (\`is_active\`, \`id\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
    await queryRunner.query(`CREATE TABLE \`plan_features\` (\`plan_id\` int NOT NULL, \`feature_id\` int NOT NULL, INDEX \`IDX_b51952483b18fa15334d714a83\` (\`plan_id\`), INDEX \`IDX_27e866bdf4c6f2cf5854b7d0e5\` (\`feature_id\`), PRIMARY KEY (\`plan_id\`, \`feature_id\`)) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
    await queryRunner.query(`CREATE TABLE \`theme_plans\` (\`theme_id\` int NOT NULL, \`plan_id\` int NOT NULL, INDEX \`IDX_1f1e056b5046cc22ec716ff779\` (\`theme_id\`), INDEX \`IDX_85366518c96427730201fa32e6\` (\`plan_id\`), PRIMARY KEY (\`theme_id\`, \`plan_id\`)) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
    await queryRunner.query(`CREATE TABLE \`theme_categories\` (\`theme_id\` int NOT NULL, \`category_id\` int NOT NULL, INDEX \`IDX_c81984af6ecb4936a8eb14a694\` (\`theme_id\`), INDEX \`IDX_1b791644e02a5a8e02a266acfb\` (\`category_id\`), PRIMARY KEY (\`theme_id\`, \`category_id\`)) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
    await queryRunner.query(`CREATE TABLE \`work_sample_plans\` (\`work_sample_id\` int NOT NULL, \`plan_id\` int NOT NULL, INDEX \`IDX_c65f3632ac43a2d22655c2081e\` (\`work_sample_id\`), INDEX \`IDX_207a3cd9188cc0d2d0f02bebb7\` (\`plan_id\`), PRIMARY KEY (\`work_sample_id\`, \`plan_id\`)) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
    await queryRunner.query(`ALTER TABLE \`customer_plans\` ADD CONSTRAINT \`FK_cc01191a77453f2c663c52ff4a5\` FOREIGN KEY (\`customer_id\`) REFERENCES \`customers\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE \`customer_plans\` ADD CONSTRAINT \`FK_9231f8af012712b091e4d4545b3\` FOREIGN KEY (\`plan_id\`) REFERENCES \`plans\`(\`id\`) ON DELETE RESTRICT ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE \`customer_plans\` ADD CONSTRAINT \`FK_aed359ba34c58483853974cfb46\` FOREIGN KEY (\`theme_id\`) REFERENCES \`themes\`(\`id\`) ON DELETE SET NULL ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE \`orders\` ADD CONSTRAINT \`FK_568f81ad6a0516344ef30f5ed86\` FOREIGN KEY (\`operator_id\`) REFERENCES \`users\`(\`id\`) ON DELETE SET NULL ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE \`plan_features\` ADD CONSTRAINT \`FK_b51952483b18fa15334d714a838\` FOREIGN KEY (\`plan_id\`) REFERENCES \`plans\`(\`id\`) ON DELETE CASCADE ON UPDATE CASCADE`);
    await queryRunner.query(`ALTER TABLE \`plan_features\` ADD CONSTRAINT \`FK_27e866bdf4c6f2cf5854b7d0e57\` FOREIGN KEY (\`feature_id\`) REFERENCES \`features\`(\`id\`) ON DELETE CASCADE ON UPDATE CASCADE`);
    await queryRunner.query(`ALTER TABLE \`theme_plans\` ADD CONSTRAINT \`FK_1f1e056b5046cc22ec716ff7799\` FOREIGN KEY (\`theme_id\`) REFERENCES \`themes\`(\`id\`) ON DELETE CASCADE ON UPDATE CASCADE`);
    await queryRunner.query(`ALTER TABLE \`theme_plans\` ADD CONSTRAINT \`FK_85366518c96427730201fa32e66\` FOREIGN KEY (\`plan_id\`) REFERENCES \`plans\`(\`id\`) ON DELETE CASCADE ON UPDATE CASCADE`);
    await queryRunner.query(`ALTER TABLE \`theme_categories\` ADD CONSTRAINT \`FK_c81984af6ecb4936a8eb14a6945\` FOREIGN KEY (\`theme_id\`) REFERENCES \`themes\`(\`id\`) ON DELETE CASCADE ON UPDATE CASCADE`);
    await queryRunner.query(`ALTER TABLE \`theme_categories\` ADD CONSTRAINT \`FK_1b791644e02a5a8e02a266acfb2\` FOREIGN KEY (\`category_id\`) REFERENCES \`categories\`(\`id\`) ON DELETE CASCADE ON UPDATE CASCADE`);
    await queryRunner.query(`ALTER TABLE \`work_sample_plans\` ADD CONSTRAINT \`FK_c65f3632ac43a2d22655c2081ee\` FOREIGN KEY (\`work_sample_id\`) REFERENCES \`work_samples\`(\`id\`) ON DELETE CASCADE ON UPDATE CASCADE`);
    await queryRunner.query(`ALTER TABLE \`work_sample_plans\` ADD CONSTRAINT \`FK_207a3cd9188cc0d2d0f02bebb7a\` FOREIGN KEY (\`plan_id\`) REFERENCES \`plans\`(\`id\`) ON DELETE CASCADE ON UPDATE CASCADE`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`work_sample_plans\` DROP FOREIGN KEY \`FK_207a3cd9188cc0d2d0f02bebb7a\``);
    await queryRunner.query(`ALTER TABLE \`work_sample_plans\` DROP FOREIGN KEY \`FK_c65f3632ac43a2d22655c2081ee\``);
    await queryRunner.query(`ALTER TABLE \`theme_categories\` DROP FOREIGN KEY \`FK_1b791644e02a5a8e02a266acfb2\``);
    await queryRunner.query(`ALTER TABLE \`theme_categories\` DROP FOREIGN KEY \`FK_c81984af6ecb4936a8eb14a6945\``);
    await queryRunner.query(`ALTER TABLE \`theme_plans\` DROP FOREIGN KEY \`FK_85366518c96427730201fa32e66\``);
    await queryRunner.query(`ALTER TABLE \`theme_plans\` DROP FOREIGN KEY \`FK_1f1e056b5046cc22ec716ff7799\``);
    await queryRunner.query(`ALTER TABLE \`plan_features\` DROP FOREIGN KEY \`FK_27e866bdf4c6f2cf5854b7d0e57\``);
    await queryRunner.query(`ALTER TABLE \`plan_features\` DROP FOREIGN KEY \`FK_b51952483b18fa15334d714a838\``);
    await queryRunner.query(`ALTER TABLE \`orders\` DROP FOREIGN KEY \`FK_568f81ad6a0516344ef30f5ed86\``);
    await queryRunner.query(`ALTER TABLE \`customer_plans\` DROP FOREIGN KEY \`FK_aed359ba34c58483853974cfb46\``);
    await queryRunner.query(`ALTER TABLE \`customer_plans\` DROP FOREIGN KEY \`FK_9231f8af012712b091e4d4545b3\``);
    await queryRunner.query(`ALTER TABLE \`customer_plans\` DROP FOREIGN KEY \`FK_cc01191a77453f2c663c52ff4a5\``);
    await queryRunner.query(`DROP INDEX \`IDX_207a3cd9188cc0d2d0f02bebb7\` ON \`work_sample_plans\``);
    await queryRunner.query(`DROP INDEX \`IDX_c65f3632ac43a2d22655c2081e\` ON \`work_sample_plans\``);
    await queryRunner.query(`DROP TABLE \`work_sample_plans\``);
    await queryRunner.query(`DROP INDEX \`IDX_1b791644e02a5a8e02a266acfb\` ON \`theme_categories\``);
    await queryRunner.query(`DROP INDEX \`IDX_c81984af6ecb4936a8eb14a694\` ON \`theme_categories\``);
    await queryRunner.query(`DROP TABLE \`theme_categories\``);
    await queryRunner.query(`DROP INDEX \`IDX_85366518c96427730201fa32e6\` ON \`theme_plans\``);
    await queryRunner.query(`DROP INDEX \`IDX_1f1e056b5046cc22ec716ff779\` ON \`theme_plans\``);
    await queryRunner.query(`DROP TABLE \`theme_plans\``);
    await queryRunner.query(`DROP INDEX \`IDX_27e866bdf4c6f2cf5854b7d0e5\` ON \`plan_features\``);
    await queryRunner.query(`DROP INDEX \`IDX_b51952483b18fa15334d714a83\` ON \`plan_features\``);
    await queryRunner.query(`DROP TABLE \`plan_features\``);
    await queryRunner.query(`DROP INDEX \`IDX_ce5c782f7d920a2fa2a9ad00e6\` ON \`work_samples\``);
    await queryRunner.query(`DROP TABLE \`work_samples\``);
    await queryRunner.query(`DROP INDEX \`IDX_d39dd89d89fe12aa86872b7865\` ON \`orders\``);
    await queryRunner.query(`DROP INDEX \`IDX_c884e321f927d5b86aac7c8f9e\` ON \`orders\``);
    await queryRunner.query(`DROP INDEX \`IDX_5d9df46e3d1728ff3d793b0d95\` ON \`orders\``);
    await queryRunner.query(`DROP INDEX \`IDX_3d64eda56c6291afef191fdee0\` ON \`orders\``);
    await queryRunner.query(`DROP TABLE \`orders\``);
    await queryRunner.query(`DROP INDEX \`IDX_d83b848f2ad54a4b82ae5b87b0\` ON \`customer_plans\``);
    await queryRunner.query(`DROP INDEX \`IDX_cc01191a77453f2c663c52ff4a\` ON \`customer_plans\``);
    await queryRunner.query(`DROP TABLE \`customer_plans\``);
    await queryRunner.query(`DROP INDEX \`IDX_beadb19326c8c6eb00e1c156d3\` ON \`themes\``);
    await queryRunner.query(`DROP TABLE \`themes\``);
    await queryRunner.query(`DROP TABLE \`plans\``);
    await queryRunner.query(`DROP INDEX \`IDX_a52854ee98eb76ae6b2498e56e\` ON \`features\``);
    await queryRunner.query(`DROP TABLE \`features\``);
    await queryRunner.query(`DROP INDEX \`IDX_a8fcf679692db1c886e7f15d2b\` ON \`customers\``);
    await queryRunner.query(`DROP INDEX \`IDX_88acd889fbe17d0e16cc4bc917\` ON \`customers\``);
    await queryRunner.query(`DROP INDEX \`IDX_8536b8b85c06969f84f0c098b0\` ON \`customers\``);
    await queryRunner.query(`DROP INDEX \`IDX_3c6e118845b9b2e90079039953\` ON \`customers\``);
    await queryRunner.query(`DROP INDEX \`IDX_b942d55b92ededa770041db9de\` ON \`customers\``);
    await queryRunner.query(`DROP TABLE \`customers\``);
    await queryRunner.query(`DROP TABLE \`categories\``);
    await queryRunner.query(`DROP INDEX \`IDX_a000cca60bcf04454e72769949\` ON \`users\``);
    await queryRunner.query(`DROP INDEX \`IDX_97672ac88f789774dd47f7c8be\` ON \`users\``);
    await queryRunner.query(`DROP TABLE \`users\``);
  }
}
