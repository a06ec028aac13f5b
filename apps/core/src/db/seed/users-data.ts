import type { Role } from "@reg/domain";

export interface UserSeed {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  roles: Role[];
}

/** Demo accounts; their passwords are public on purpose (README, e2e). */
export const USER_SEEDS: UserSeed[] = [
  {
    email: "demo@reg.local",
    password: "demo12345",
    firstName: "Иван",
    lastName: "Демидов",
    roles: [],
  },
  {
    email: "admin@reg.local",
    password: "admin12345",
    firstName: "Анна",
    lastName: "Админова",
    roles: ["Administrator"],
  },
  {
    email: "org@reg.local",
    password: "org12345",
    firstName: "Олег",
    lastName: "Организаторов",
    roles: ["Organization"],
  },
];
