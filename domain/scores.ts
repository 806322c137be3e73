/**
 * Scores and prizes (req scores §2, §3; issue 18): a volunteer's points are a ledger — credits for tasks passed
 * at the final review (工单), corrections by the centre (调整, with a reason) and debits for prizes redeemed (兑换).
 * A balance never goes below zero: a correction or a redemption that would is refused (409).
 */
export const SCORE_SOURCES = ['工单', '调整', '兑换'] as const;
export type ScoreSource = (typeof SCORE_SOURCES)[number];
/** A redemption is 待领取 until the prize is handed over (已领取). */
export const PRIZE_STATES = ['待领取', '已领取'] as const;
export type PrizeState = (typeof PRIZE_STATES)[number];
/** The most points one correction moves, either way. */
export const SCORE_CORRECTION_MAX = 1000;
