export const Hi = () => <b>hi</b>;
