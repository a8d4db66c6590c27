import { ObjectType } from '@nestjs/graphql';
import { PageType } from 'src/common/pagination/pagination.js';
import { ActivityLog } from '../activity-log.entity.js';

@ObjectType()
export class ActivityLogPage extends PageType(ActivityLog, 'ActivityLogList') {}
