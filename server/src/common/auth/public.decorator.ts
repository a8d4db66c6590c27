import { SetMetadata } from '@nestjs/common';

export const IS_PUBLIC = 'isPublic';

/** Opens an operation to visitors; everything else needs an admin token. */
export const Public = () => SetMetadata(IS_PUBLIC, true);
