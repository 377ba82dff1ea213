-- Whether a promise to pay was kept (issue 15): a loan's repayments and recoveries over some days, read
-- from the index alone; without it the planner reached for the incomes' date index, and its estimate
-- alone switched on JIT compilation for every page of the cobranza desk (+40 ms).
CREATE INDEX "incomes_loan_money_idx" ON "incomes" USING btree ("loan_id","date","amount_bs") WHERE is_credit or is_recovery;