export const Card = () => null;
