import { Arg, FieldResolver, Query, Resolver, Root } from 'type-graphql';
import { Location } from './content.types';
import { allLocations, findLocation } from './locations.repository';
import { DirectoryCompany } from '../companies/companyDirectory.types';
import { activeCompaniesInRegion } from '../companies/companyDirectory.repository';

@Resolver(() => Location)
export class LocationsResolver {
  @Query(() => [Location], { description: 'Public: the towns and cities with a location page' })
  locations(): Location[] {
    return allLocations();
  }

  @Query(() => Location, { nullable: true, description: 'Public: one location page, or null' })
  location(@Arg('slug', () => String) slug: string): Location | null {
    return findLocation(slug);
  }

  @FieldResolver(() => [DirectoryCompany], { description: 'Active companies serving the location’s region, certified first' })
  companies(@Root() location: Location): Promise<DirectoryCompany[]> {
    return activeCompaniesInRegion(location.region);
  }
}
