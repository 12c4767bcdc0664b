import { Module } from '@nestjs/common';
import { SessionModule } from '../session/session.module';
import { FoldersController } from './folders.controller';
import { FoldersRepository } from './folders.repository';
import { FoldersService } from './folders.service';

/** The user's folders of charts (spec §3 "Folder"). */
@Module({
  imports: [SessionModule],
  controllers: [FoldersController],
  providers: [FoldersService, FoldersRepository],
  exports: [FoldersService],
})
export class FoldersModule {}
