import type { Locale } from "@reg/domain";

/** What a person reads on the screens the journeys touch, in each language (the catalogs' own words). */
export const TEXTS = {
  ru: {
    cookieNoticeText: "Сайт использует файлы cookie",
    cookieAccept: "Понятно",
    signInTitle: "Вход в личный кабинет",
    signInTab: "Войти",
    signUpTab: "Регистрация",
    signInButton: "Войти",
    signUpButton: "Создать аккаунт",
    email: "E-mail",
    password: "Пароль",
    firstName: "Имя",
    lastName: "Фамилия",
    wrongCredentials: "Неверный e-mail или пароль.",
    enterEmail: "Введите e-mail",
    myAccount: "Личный кабинет",
    signOut: "Выйти",
    notFound: "Страница не найдена",
    upcoming: "Ближайшие старты",
    sports: "Виды спорта",
  },
  en: {
    cookieNoticeText: "This site uses cookies",
    cookieAccept: "Got it",
    signInTitle: "Sign in to your account",
    signInTab: "Sign in",
    signUpTab: "Sign up",
    signInButton: "Sign in",
    signUpButton: "Create an account",
    email: "E-mail",
    password: "Password",
    firstName: "First name",
    lastName: "Last name",
    wrongCredentials: "Wrong e-mail or password.",
    enterEmail: "Enter your e-mail",
    myAccount: "My account",
    signOut: "Sign out",
    notFound: "Page not found",
    upcoming: "Upcoming events",
    sports: "Sports",
  },
} satisfies Record<Locale, Record<string, string>>;

export type Texts = (typeof TEXTS)["ru"];
