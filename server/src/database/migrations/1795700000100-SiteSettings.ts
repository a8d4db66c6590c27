import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The site's identity («تنظیمات سایت») and its frequently asked questions, edited by superadmins. */
export class SiteSettings1795700000100 implements MigrationInterface {
  name = 'SiteSettings1795700000100';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE \`faq_items\` (\`id\` int NOT NULL AUTO_INCREMENT, \`question\` varchar(191) NOT NULL, \`answer\` text NOT NULL, \`sort\` int NOT NULL DEFAULT '0', \`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), \`updated_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), \`version\` int NOT NULL DEFAULT '1', INDEX \`IDX_3ed8ca4158114989f4240088fc\` (\`sort\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`,
    );
    await queryRunner.query(
      `CREATE TABLE \`site_settings\` (\`id\` int NOT NULL, \`support_phone\` varchar(20) NOT NULL DEFAULT '', \`parent_url\` varchar(500) NOT NULL DEFAULT '', \`instagram_url\` varchar(500) NOT NULL DEFAULT '', \`telegram_url\` varchar(500) NOT NULL DEFAULT '', \`whatsapp_url\` varchar(500) NOT NULL DEFAULT '', \`bale_url\` varchar(500) NOT NULL DEFAULT '', \`eitaa_url\` varchar(500) NOT NULL DEFAULT '', \`working_hours\` varchar(191) NOT NULL DEFAULT '', \`address\` varchar(500) NOT NULL DEFAULT '', \`enamad_url\` varchar(500) NOT NULL DEFAULT '', \`enamad_image_url\` varchar(500) NOT NULL DEFAULT '', \`samandehi_url\` varchar(500) NOT NULL DEFAULT '', \`samandehi_image_url\` varchar(500) NOT NULL DEFAULT '', \`updated_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), \`version\` int NOT NULL DEFAULT '1', PRIMARY KEY (\`id\`)) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`,
    );
    // The one row of the site's identity, with the support number the site showed until it became data.
    await queryRunner.query(`INSERT INTO \`site_settings\` (\`id\`, \`support_phone\`) VALUES (1, '02191012345')`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE \`site_settings\``);
    await queryRunner.query(`DROP INDEX \`IDX_3ed8ca4158114989f4240088fc\` ON \`faq_items\``);
    await queryRunner.query(`DROP TABLE \`faq_items\``);
  }
}
