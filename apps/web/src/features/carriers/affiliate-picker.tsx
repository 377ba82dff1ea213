import type { Affiliate } from '@app/domain';
import { SearchPicker, type SearchPickerProps } from '../../components/search-picker';
import { useAffiliateSearch } from './search-affiliates';

/** How an affiliate reads in the picker: names and cédula, both of which the search matches. */
const optionLabel = (a: Affiliate) => `${a.firstNames} ${a.lastNames} · ${a.dni}`;

/** A searchable select of active affiliates without a carrier account. */
export function AffiliatePicker(props: SearchPickerProps<Affiliate>) {
  return (
    <SearchPicker
      {...props}
      label="Afiliado"
      optionLabel={optionLabel}
      useSearch={useAffiliateSearch}
      nothingFound="No se encontraron afiliados activos."
    />
  );
}
