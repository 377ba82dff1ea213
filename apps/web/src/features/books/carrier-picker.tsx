import type { Carrier } from '@app/domain';
import { SearchPicker, type SearchPickerProps } from '../../components/search-picker';
import { useCarrierSearch } from './search-carriers';

/** How a carrier reads in the picker: names and cédula, both of which the search matches. */
const optionLabel = (c: Carrier) => `${c.affiliate.firstNames} ${c.affiliate.lastNames} · ${c.affiliate.dni}`;

/** A searchable select of carrier accounts (the income form's credit). */
export function CarrierPicker(props: SearchPickerProps<Carrier>) {
  return (
    <SearchPicker
      {...props}
      label="Transportista"
      withAsterisk
      optionLabel={optionLabel}
      useSearch={useCarrierSearch}
      nothingFound="No se encontraron transportistas."
    />
  );
}
