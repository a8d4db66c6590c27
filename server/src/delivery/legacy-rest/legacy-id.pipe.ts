import { Injectable, type PipeTransform } from '@nestjs/common';
import { DomainException } from 'src/common/errors/domain.exception.js';
import { toLatinDigits } from '@site-builder/rules';

/** A path id: anything that is not a positive integer names no record, so it is a 404. */
@Injectable()
export class LegacyIdPipe implements PipeTransform<string, number> {
  transform(value: string): number {
    const latin = toLatinDigits(String(value));
    const id = /^\d{1,9}$/.test(latin) ? Number(latin) : 0;
    if (id < 1) throw DomainException.notFound('رکورد');
    return id;
  }
}
