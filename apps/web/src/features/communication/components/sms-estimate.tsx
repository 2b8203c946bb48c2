import { estimatedCostOre, estimatedParts, gatewayParts } from '@kansli/domain/communication/sms';
import { formatSek } from '@kansli/domain/money/format';
import Typography from '@mui/material/Typography';
import { estimateText, gatewayText } from './texts.ts';

/**
 * Spec part 2, 9: the estimate by the spec's rule; beside it, when it differs or the text is UCS-2, how
 * the gateway counts the parts it bills (GSM-7: 160 characters, then 153 a part; UCS-2: 70, then 67).
 */
export function SmsEstimate({ numberCount, message }: { numberCount: number; message: string }) {
  const parts = estimatedParts(message);
  const gateway = gatewayParts(message);
  const cost = formatSek(estimatedCostOre(numberCount, message) / 100, { withOre: true });
  return (
    <div>
      <Typography variant="body2">{estimateText(cost, numberCount, parts)}</Typography>
      {(gateway.parts !== parts || gateway.encoding === 'UCS-2') && (
        <Typography variant="body2" color="warning.dark">
          {gatewayText(gateway.parts, gateway.encoding)}
        </Typography>
      )}
    </div>
  );
}
