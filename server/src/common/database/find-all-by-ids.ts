import { In, type ObjectLiteral, type Repository } from 'typeorm';
import { DomainException } from 'src/common/errors/domain.exception.js';
import { fieldLabel } from 'src/common/validation/fa-messages.js';
import { toPersianDigits } from '@site-builder/rules';

/** The records `ids` name, or a 422 on `field` naming the ids that do not exist. */
export async function findAllByIds<T extends ObjectLiteral & { id: number }>(
  repository: Repository<T>,
  ids: number[],
  field: string,
): Promise<T[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const found = await repository.findBy({ id: In(unique) } as never);
  if (found.length !== unique.length) {
    const known = new Set(found.map((r) => r.id));
    const missing = unique.filter((id) => !known.has(id));
    throw DomainException.invalidField(field, `${fieldLabel(field)} با شناسه ${toPersianDigits(missing.join('، '))} وجود ندارد`);
  }
  return found;
}

/** One record by id, or a 404 saying what was not found. */
export async function findOneOrFail<T extends ObjectLiteral & { id: number }>(
  repository: Repository<T>,
  id: number,
  what: string,
): Promise<T> {
  const found = await repository.findOneBy({ id } as never);
  if (!found) throw DomainException.notFound(what);
  return found;
}
