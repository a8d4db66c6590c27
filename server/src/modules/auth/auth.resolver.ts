import { Args, Mutation, Resolver } from '@nestjs/graphql';
import { Public } from 'src/common/auth/public.decorator.js';
import { ClientIp } from 'src/common/auth/request-context.js';
import { AuthService } from './auth.service.js';
import { LoginInput } from './dto/login.input.js';
import { LoginPayload } from './dto/login.output.js';

@Resolver()
export class AuthResolver {
  constructor(private readonly auth: AuthService) {}

  @Public()
  @Mutation(() => LoginPayload, { description: 'Logs in by e-mail or mobile number. Rate limited per IP and account.' })
  login(@Args('input') input: LoginInput, @ClientIp() ip: string): Promise<LoginPayload> {
    return this.auth.login(input.login, input.password, ip);
  }
}
