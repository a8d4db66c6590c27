import { ObjectType } from '@nestjs/graphql';
import { PageType } from 'src/common/pagination/pagination.js';
import { WorkSample } from '../work-sample.entity.js';

@ObjectType()
export class WorkSamplePage extends PageType(WorkSample, 'WorkSampleList') {}
