import { Module } from '@nestjs/common';
import { WebAppController } from './web-app.controller';
import { WebAppService } from './web-app.service';

@Module({ controllers: [WebAppController], providers: [WebAppService] })
export class WebAppModule {}
