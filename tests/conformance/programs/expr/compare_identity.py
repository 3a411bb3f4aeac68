# probe: is / is not, with None, True, and containers
# inputs
x = None
items = [1, 2]
# body
r_is_none = x is None
r_is_not_none = x is not None
other = items
copy_ = list(items)
r_same = other is items
r_copy_is = copy_ is items
r_copy_eq = copy_ == items
r_true_is = (1 == 1) is True
r_empty_tuple = () == ()
