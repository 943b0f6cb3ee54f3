/** A catalogue key as code names it: "tasks" for the plural forms "tasks_one" and "tasks_other" i18next picks from. */
export type TPluralBase<TKey extends string> =
  TKey extends `${infer Base}_${'zero' | 'one' | 'two' | 'few' | 'many' | 'other'}` ? Base : TKey;
