# probe: chains mixing in and ==: 1 in [1] == True is (1 in [1]) and ([1] == True); not binds looser than ==; nan is found in a list by identity but not equal to itself
# inputs
one = 1
nan = float("nan")
# body
r_in_eq = one in [one] == True
r_paren = (one in [one]) == True
r_not = not one == 2
r_not_in = one not in [2] not in [[2]]
r_nan_list = nan in [nan]
r_nan_eq = nan == nan
r_nan_list_copy = float("nan") in [nan]
r_nan_tuple_eq = (nan,) == (nan,)
r_is_not_chain = one is not None is not False
r_mixed = 0 < one <= 1 < 2 != 3 > 2
