import { useRef, useState, type FormEvent } from 'react';
import { useSWRConfig } from 'swr';
import { Button, Field, Input, Select, Title3, makeStyles, tokens } from '@fluentui/react-components';
import { MAX_NOTE_LENGTH, WASTE_REASONS, WASTE_REASON_LABELS, bottleQuantityProblem, costDisplay, plainTextProblem, bottleSizeOf, formatAmount, wholeUnitProblem, type InventoryItem, type LedgerEntry, type WasteReason } from '@bar/domain';
import { useCurrencySymbol, usePrice } from '../../../config/app-config-context';
import { useInventory } from '../../../api/inventory';
import { refreshAfterStockRecord } from '../../../api/stock-views';
import { saveDelivery, saveWaste, useLedger } from '../../../api/reports';
import { toast } from '../../../components/toast';
import { problemText } from '../problem-text';
import { DataTable } from './report-parts';

const useStyles = makeStyles({
  tab: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXL },
  forms: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(280px, 1fr))', gap: tokens.spacingHorizontalXL },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  title: { margin: 0 },
});

/** The amount typed, and whether it is in bottles (only offered when the item has a bottle size). */
function AmountFields({ item, quantity, setQuantity, per, setPer, label }: { item: InventoryItem | undefined; quantity: string; setQuantity: (v: string) => void; per: 'unit' | 'bottle'; setPer: (v: 'unit' | 'bottle') => void; label: string }) {
  const bottle = item ? bottleSizeOf(item) : undefined;
  const typed = Number(quantity);
  const problem = quantity === '' ? null : (bottleQuantityProblem(typed, bottle ? per : 'unit') ?? (item && (!bottle || per === 'unit') ? wholeUnitProblem(typed, item) : null));
  return (
    <>
      <Field label={label} required validationState={problem ? 'error' : 'none'} validationMessage={problem ? `Quantity: ${problem}` : undefined}>
        <Input type="number" inputMode="decimal" min={0} step={per === 'bottle' ? 0.1 : 'any'} value={quantity} onChange={(_, d) => setQuantity(d.value)} />
      </Field>
      <Field label="Counted in">
        <Select value={bottle ? per : 'unit'} onChange={(_, d) => setPer(d.value as 'unit' | 'bottle')} disabled={!bottle}>
          <option value="unit">{item ? item.unit : 'the item’s unit'}</option>
          {bottle && item ? <option value="bottle">bottles of {formatAmount(bottle, item.unit)}</option> : null}
        </Select>
      </Field>
    </>
  );
}

function ItemField({ items, value, onChange }: { items: InventoryItem[]; value: string; onChange: (id: string) => void }) {
  return (
    <Field label="Item" required>
      <Select value={value} onChange={(_, d) => onChange(d.value)}>
        <option value="">Choose an item</option>
        {items.map((i) => (
          <option key={i.id} value={i.id}>
            {i.name}
          </option>
        ))}
      </Select>
    </Field>
  );
}

const newId = (kind: string) => `${kind}-${crypto.randomUUID()}`;

/**
 * A delivery's cost as an invoice shows it: per bottle when the item has a bottle size ('$56.00 per bottle of 700 ml'),
 * else per as much of the unit as makes cents say it ('$4.00 per 1 l', not '$0.00 per ml'); a free one as free.
 */
export function deliveryCost(unitCost: number, unit: string, item: InventoryItem | undefined, price: (n: number) => string): string {
  if (unitCost === 0) return 'Free (no cost)';
  const bottle = item ? bottleSizeOf(item) : undefined;
  if (bottle) return `${price(unitCost * bottle)} per bottle of ${formatAmount(bottle, unit)}`;
  const shown = costDisplay({ cost: unitCost, unit: unit as InventoryItem['unit'] });
  return `${price(shown.amount)} per ${shown.per}`;
}

/** Deliveries (stock received, which sets the item's cost) and waste (spills, breakage, comps), and the week's records. */
export function StockMovesTab() {
  // In the bar's currency and locale (BAR_CURRENCY, BAR_LOCALE).
  const price = usePrice();
  const currency = useCurrencySymbol();
  const styles = useStyles();
  const { mutate } = useSWRConfig();
  const items = [...(useInventory().data ?? [])].sort((a, b) => a.name.localeCompare(b.name));
  const ledger = useLedger({ range: '7d' });
  const refresh = async () => {
    await refreshAfterStockRecord(mutate);
  };

  const [delivery, setDelivery] = useState({ itemId: '', quantity: '', per: 'unit' as 'unit' | 'bottle', unitCost: '' });
  const deliveryId = useRef(newId('delivery'));
  const [waste, setWaste] = useState({ itemId: '', quantity: '', per: 'unit' as 'unit' | 'bottle', reason: 'spill' as WasteReason, note: '' });
  const noteProblem = plainTextProblem(waste.note.trim(), MAX_NOTE_LENGTH);
  const wasteId = useRef(newId('waste'));
  const [busy, setBusy] = useState(false);
  const byId = (id: string) => items.find((i) => i.id === id);

  const submitDelivery = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    try {
      await saveDelivery({ id: deliveryId.current, inventoryItemId: delivery.itemId, quantity: Number(delivery.quantity), unitCost: Number(delivery.unitCost), per: delivery.per });
      toast.success(`Delivery of ${byId(delivery.itemId)?.name ?? 'the item'} recorded`);
      deliveryId.current = newId('delivery');
      setDelivery({ itemId: '', quantity: '', per: 'unit', unitCost: '' });
      await refresh();
    } catch (err) {
      toast.error('The delivery was not recorded', { description: problemText(err) });
    } finally {
      setBusy(false);
    }
  };

  const submitWaste = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    try {
      await saveWaste({ id: wasteId.current, inventoryItemId: waste.itemId, quantity: Number(waste.quantity), per: waste.per, reason: waste.reason, ...(waste.note.trim() ? { note: waste.note.trim() } : {}) });
      toast.success(`Waste of ${byId(waste.itemId)?.name ?? 'the item'} recorded`);
      wasteId.current = newId('waste');
      setWaste({ itemId: '', quantity: '', per: 'unit', reason: 'spill', note: '' });
      await refresh();
    } catch (err) {
      toast.error('The waste was not recorded', { description: problemText(err) });
    } finally {
      setBusy(false);
    }
  };

  // A cost far from what the item costs now is most often a unit mixed up (a bottle's price entered per ml): say so.
  const deliveryItem = byId(delivery.itemId);
  const newUnitCost = deliveryItem && delivery.unitCost !== '' ? Number(delivery.unitCost) / (delivery.per === 'bottle' ? (bottleSizeOf(deliveryItem) ?? 1) : 1) : null;
  const costWarning =
    deliveryItem && newUnitCost === 0
      ? `A delivery at no cost adds the stock and keeps ${deliveryItem.name}'s cost of ${price(costDisplay(deliveryItem).amount)} per ${costDisplay(deliveryItem).per}.`
      : deliveryItem && newUnitCost !== null && Number.isFinite(newUnitCost) && deliveryItem.cost > 0 && (newUnitCost > deliveryItem.cost * 5 || newUnitCost < deliveryItem.cost / 5)
      ? `This makes ${deliveryItem.name} cost ${price(newUnitCost)} per ${deliveryItem.unit}; it costs ${price(deliveryItem.cost)} per ${deliveryItem.unit} now. Check the amount and the unit.`
      : undefined;

  const moves = (ledger.data ?? []).filter((e): e is Exclude<LedgerEntry, { kind: 'count' }> => e.kind !== 'count').reverse();
  return (
    <div className={styles.tab}>
      <div className={styles.forms}>
        <form className={styles.form} onSubmit={(e) => void submitDelivery(e)} aria-labelledby="delivery-title">
          <Title3 as="h3" id="delivery-title" className={styles.title}>
            Receive a delivery
          </Title3>
          <ItemField
            items={items}
            value={delivery.itemId}
            // Deliveries come in bottles: an item with a bottle size is received in bottles unless changed.
            onChange={(itemId) => setDelivery((d) => ({ ...d, itemId, per: byId(itemId) && bottleSizeOf(byId(itemId)!) ? 'bottle' : 'unit' }))}
          />
          <AmountFields item={byId(delivery.itemId)} label="Quantity received" quantity={delivery.quantity} setQuantity={(quantity) => setDelivery((d) => ({ ...d, quantity }))} per={delivery.per} setPer={(per) => setDelivery((d) => ({ ...d, per }))} />
          <Field
            label={`Cost per ${delivery.per === 'bottle' ? 'bottle' : (byId(delivery.itemId)?.unit ?? 'unit')} (${currency})`}
            required
            validationState={costWarning ? 'warning' : 'none'}
            validationMessage={costWarning}
          >
            <Input type="number" inputMode="decimal" min={0} step="any" value={delivery.unitCost} onChange={(_, d) => setDelivery((s) => ({ ...s, unitCost: d.value }))} />
          </Field>
          <Button type="submit" appearance="primary" disabled={busy || !delivery.itemId || !delivery.quantity || delivery.unitCost === ''}>
            Record delivery
          </Button>
        </form>
        <form className={styles.form} onSubmit={(e) => void submitWaste(e)} aria-labelledby="waste-title">
          <Title3 as="h3" id="waste-title" className={styles.title}>
            Record waste
          </Title3>
          <ItemField items={items} value={waste.itemId} onChange={(itemId) => setWaste((w) => ({ ...w, itemId, per: 'unit' }))} />
          <AmountFields item={byId(waste.itemId)} label="Quantity lost" quantity={waste.quantity} setQuantity={(quantity) => setWaste((w) => ({ ...w, quantity }))} per={waste.per} setPer={(per) => setWaste((w) => ({ ...w, per }))} />
          <Field label="Reason" required>
            <Select value={waste.reason} onChange={(_, d) => setWaste((w) => ({ ...w, reason: d.value as WasteReason }))}>
              {WASTE_REASONS.map((r) => (
                <option key={r} value={r}>
                  {WASTE_REASON_LABELS[r]}
                </option>
              ))}
            </Select>
          </Field>
          <Field label="Note" validationState={noteProblem ? 'error' : 'none'} validationMessage={noteProblem ? `Note: ${noteProblem}` : undefined}>
            <Input value={waste.note} maxLength={MAX_NOTE_LENGTH} onChange={(_, d) => setWaste((w) => ({ ...w, note: d.value }))} />
          </Field>
          <Button type="submit" appearance="primary" disabled={busy || !waste.itemId || !waste.quantity || Boolean(noteProblem)}>
            Record waste
          </Button>
        </form>
      </div>
      <DataTable
        title="Deliveries and waste, last 7 days"
        fileName="deliveries-and-waste.csv"
        rows={moves}
        empty="No deliveries or waste in the last 7 days."
        columns={[
          { header: 'When', cell: (e) => new Date(e.at).toLocaleString(), csv: (e) => e.at },
          { header: 'What', cell: (e) => (e.kind === 'delivery' ? 'Delivery' : `Waste: ${WASTE_REASON_LABELS[e.reason]}`) },
          { header: 'Item', cell: (e) => e.name },
          { header: 'Quantity', cell: (e) => formatAmount(e.quantity, e.unit), csv: (e) => e.quantity },
          // The quantity already says its unit on the screen; the CSV keeps the unit in a column of its own.
          { header: 'Unit', cell: (e) => e.unit, csv: (e) => e.unit, csvOnly: true },
          // As the invoice says it: per bottle for an item kept in bottles, with the cost per unit beside it.
          { header: 'Cost', cell: (e) => (e.kind === 'delivery' ? deliveryCost(e.unitCost, e.unit, byId(e.inventoryItemId), price) : ''), csv: (e) => (e.kind === 'delivery' ? e.unitCost : null) },
          { header: 'Note', cell: (e) => (e.kind === 'waste' ? (e.note ?? '') : '') },
          { header: 'By', cell: (e) => e.by.name },
        ]}
      />
    </div>
  );
}
