import { Arg, FieldResolver, Query, Resolver, Root } from 'type-graphql';
import { Access } from '../../platform/graphql/access';
import { LocalDemand, Location } from './content.types';
import { localDemand } from '../marketplace';
import { allLocations, findLocation } from './locations.repository';
import { DirectoryCompany } from '../companies/companyDirectory.types';
import { DIRECTORY_LIMIT, activeCompaniesInRegion } from '../companies';

@Resolver(() => Location)
export class LocationsResolver {
  @Access('PUBLIC')
  @Query(() => [Location], { description: 'Every town and city with a location page, from the site’s content (a fixed, short list: not paged).' })
  locations(): Location[] {
    return allLocations();
  }

  @Access('PUBLIC')
  @Query(() => Location, { nullable: true, description: 'One location page; null when there is none.' })
  location(@Arg('slug', () => String, { description: 'Slug from /locations/{slug}.' }) slug: string): Location | null {
    return findLocation(slug);
  }

  @FieldResolver(() => [DirectoryCompany], { description: `Active companies serving the location’s region, certified first, then by name; at most ${DIRECTORY_LIMIT}.` })
  companies(@Root() location: Location): Promise<DirectoryCompany[]> {
    return activeCompaniesInRegion(location.region);
  }

  @FieldResolver(() => LocalDemand, {
    description: 'Quote requests from the location’s region in the last 12 months and their average estimate, from the site’s own data (too few: not reported).',
  })
  demand(@Root() location: Location): Promise<LocalDemand> {
    return localDemand(location.region);
  }
}
