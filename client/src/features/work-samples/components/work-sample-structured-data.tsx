import { useAbsoluteUrl } from '@/lib/render-context';
import { JsonLd, type StructuredData } from '@/components/ui/json-ld';
import { domainUrl } from '@/lib/format';
import { useWorkSamples, type WorkSampleItem } from '../use-work-samples';

/** A page of the portfolio as a list of the sites built. */
export function workSampleItemList(
  items: readonly WorkSampleItem[],
  firstPosition: number,
  absolute: (path: string) => string,
): StructuredData {
  return {
    '@type': 'ItemList',
    name: 'نمونه کارها',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: firstPosition + index,
      name: item.title,
      url: domainUrl(item.domainName),
      ...(item.imageUrl && { image: absolute(item.imageUrl) }),
    })),
  };
}

/** The page's work samples, from the query the list makes (no second request). */
export function WorkSampleStructuredData({ page }: { page: number }) {
  const { result } = useWorkSamples(page);
  const absolute = useAbsoluteUrl();
  if (!result?.items.length) return null;
  return <JsonLd data={workSampleItemList(result.items, (result.currentPage - 1) * result.perPage + 1, absolute)} />;
}
