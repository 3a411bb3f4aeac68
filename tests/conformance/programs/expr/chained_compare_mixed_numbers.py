# probe: chained comparisons across int/float/bool, with each middle operand evaluated once and short-circuiting
# inputs
one = 1
half = 0.5
# body
calls = []
def val(v):
    calls.append(v)
    return v
r_eq_chain = (one == 1.0 == True, 0 == -0.0 == False, one == 1.0 != True)
r_lt_chain = (half < one < 1.5 < 2 == 2.0, 3 > 2.0 > True > half > False, 1 <= True <= 1.0 < 1.0000000000000002)
r_mixed = (one < 2 > half, one != 2 != 1, half < one == True)
r_calls = val(1) < val(2.0) < val(True)
r_calls_list = list(calls)
calls.clear()
r_calls2 = val(0) <= val(False) <= val(-0.0) < val(0.5) < val(2)
r_calls2_list = list(calls)
r_nan_chain = 1.0 < float('nan') < 2.0
r_in_chain = 1 in [1.0] in [[True]]
