/** The strength of a password as it is typed (domain/password-strength.ts; req register §2): a bar and 强度：强 / 中 / 太短. */
import { Progress, Typography } from 'antd';
import {
  PASSWORD_STRENGTH_LABELS,
  passwordScore,
  passwordStrength,
  type PasswordStrength,
} from '../../../domain/password-strength';
import { PASSWORD_RULE } from '../../../domain/contracts/account';

const COLORS: Record<PasswordStrength, string> = { strong: '#52c41a', medium: '#faad14', short: '#ff4d4f' };

export function PasswordStrengthMeter({ value }: { value: string }) {
  if (!value) return <Typography.Text type="secondary">{PASSWORD_RULE}</Typography.Text>;
  const strength = passwordStrength(value);
  return (
    <div data-testid="password-strength">
      <Typography.Text style={{ color: COLORS[strength] }}>强度：{PASSWORD_STRENGTH_LABELS[strength]}</Typography.Text>
      <Progress
        percent={Math.min(100, passwordScore(value))}
        showInfo={false}
        size="small"
        strokeColor={COLORS[strength]}
      />
      {strength === 'short' && <Typography.Text type="secondary">{PASSWORD_RULE}</Typography.Text>}
    </div>
  );
}
