import { ArgsType, Field, Int, ObjectType } from '@nestjs/graphql';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { fa } from 'src/common/validation/fa-messages.js';

export const MAX_PAGE_SIZE = 100;
/** GraphQL's Int, and what both databases take as an offset once multiplied by a page size. */
export const MAX_PAGE = 2 ** 31 - 1;

@ArgsType()
export class PageArgs {
  @Field(() => Int, { nullable: true, defaultValue: 1 })
  @IsOptional()
  @IsInt(fa.int)
  @Min(1, fa.min)
  @Max(MAX_PAGE, fa.max)
  page: number = 1;

  @Field(() => Int, { nullable: true, description: 'Page size; each list has its own default, at most 100.' })
  @IsOptional()
  @IsInt(fa.int)
  @Min(1, fa.min)
  @Max(MAX_PAGE_SIZE, fa.max)
  perPage?: number;
}

export interface Page<T> {
  items: T[];
  currentPage: number;
  lastPage: number;
  total: number;
  perPage: number;
}

export function toPage<T>(items: T[], total: number, page: number, perPage: number): Page<T> {
  return { items, total, perPage, currentPage: page, lastPage: Math.max(1, Math.ceil(total / perPage)) };
}

export function pageWindow(args: { page?: number; perPage?: number }, defaultPerPage: number) {
  const page = args.page ?? 1;
  const perPage = args.perPage ?? defaultPerPage;
  return { page, perPage, skip: (page - 1) * perPage, take: perPage };
}

/** A GraphQL object type for one page of `itemType`, named `<Name>Page`. */
export function PageType<T>(itemType: new (...args: never[]) => T, name: string) {
  @ObjectType(`${name}Page`, { isAbstract: false })
  class PageClass implements Page<T> {
    @Field(() => [itemType])
    items: T[];

    @Field(() => Int)
    currentPage: number;

    @Field(() => Int)
    lastPage: number;

    @Field(() => Int)
    total: number;

    @Field(() => Int)
    perPage: number;
  }
  return PageClass;
}
