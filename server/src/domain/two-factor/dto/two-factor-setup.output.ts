import { Field, ObjectType } from '@nestjs/graphql';

@ObjectType({ description: 'A two-factor setup waiting for its first code: scan the QR code, or type the secret into the app.' })
export class TwoFactorSetup {
  @Field({ description: 'The TOTP secret in base32, for typing into an authenticator app by hand.' })
  secret: string;

  @Field({ description: 'The otpauth:// address the QR code holds.' })
  otpauthUrl: string;

  @Field({ description: 'The QR code of otpauthUrl, as a data: URL of a PNG image.' })
  qrCode: string;
}
