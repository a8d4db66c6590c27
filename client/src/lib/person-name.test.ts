import { firstNameOf, splitFullName } from './person-name';

describe('a requester’s name', () => {
  it('splits into the first word and the rest, whatever the spaces', () => {
    expect(splitFullName('  سارا   احمدی نیک ')).toEqual({ name: 'سارا', family: 'احمدی نیک' });
    expect(splitFullName('رضا')).toEqual({ name: 'رضا', family: '' });
    expect(splitFullName('')).toEqual({ name: '', family: '' });
    expect(firstNameOf('مریم کریمی')).toBe('مریم');
  });
});
