// The cart's "Is this a gift?" answer, remembered for the browser session so a reload keeps it.
import { useCallback, useState } from 'react';
import { rememberedGift, rememberGift } from '@/lib/gift-choice';

export function useGiftChoice(): [boolean, (isGift: boolean) => void] {
  const [isGift, setIsGift] = useState(rememberedGift);
  const choose = useCallback((next: boolean) => {
    rememberGift(next);
    setIsGift(next);
  }, []);
  return [isGift, choose];
}
