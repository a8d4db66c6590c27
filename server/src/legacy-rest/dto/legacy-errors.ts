import { ApiProperty } from '@nestjs/swagger';

export class LegacyValidationError {
  @ApiProperty({ example: 'عنوان الزامی است' })
  message: string;

  @ApiProperty({ example: { title: ['عنوان الزامی است'] }, description: 'Persian messages per field' })
  errors: Record<string, string[]>;
}

export class LegacyRefusal {
  @ApiProperty({ example: 'این ایمیل برای مدیر دیگری ثبت شده است' })
  error: string;

  @ApiProperty()
  message: string;
}
