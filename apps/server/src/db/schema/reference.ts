export interface RegionsTable {
  code: string;
  country: string;
  name: string;
  city: string;
  lat: number;
  lon: number;
}

export interface InterestsTable {
  key: string;
  icon: string;
  position: number;
}
