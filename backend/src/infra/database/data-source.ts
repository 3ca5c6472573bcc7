import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { loadConfig } from '../config/app-config';
import { typeormOptions } from './typeorm-options';

// Used by the TypeORM CLI (migration:generate / migration:run) against DATABASE_URL.
const { databaseUrl } = loadConfig();
if (!databaseUrl) throw new Error('Set DATABASE_URL to run TypeORM CLI commands.');

export default new DataSource(typeormOptions(databaseUrl));
