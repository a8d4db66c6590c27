import { ObjectType } from '@nestjs/graphql';
import { PageType } from 'src/common/pagination/pagination.js';
import { WebhookDelivery } from '../webhook-delivery.entity.js';

@ObjectType()
export class WebhookDeliveryPage extends PageType(WebhookDelivery, 'WebhookDeliveryList') {}
