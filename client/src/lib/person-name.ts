/**
 * A request carries one name as the visitor typed it; a customer has a first name and a family
 * name. The first word is the first name and the rest the family: staff correct the rare
 * compound first name in the form rather than guess it here.
 */
export function splitFullName(fullName: string): { name: string; family: string } {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  return { name: words[0] ?? '', family: words.slice(1).join(' ') };
}

export const firstNameOf = (fullName: string): string => splitFullName(fullName).name;
