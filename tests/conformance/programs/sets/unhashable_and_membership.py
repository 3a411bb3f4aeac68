# probe: unhashable items in set literals, constructors, membership tests (set in set is frozen), comprehension
# inputs
items = [[1], [2]]
inner = {1, 2}
# body
try:
    {1, items[0]}
except TypeError as e:
    r_literal = type(e).__name__
    r_literal_msg = str(e)
try:
    set(items)
except TypeError as e:
    r_ctor = type(e).__name__
try:
    frozenset([inner])
except TypeError as e:
    r_frozen_ctor = type(e).__name__
    r_frozen_msg = str(e)
r_set_in_set = inner in {frozenset({1, 2}), 3}
r_set_in_frozen = {1, 2} in frozenset([frozenset([2, 1])])
try:
    [1] in {1, 2}
except TypeError as e:
    r_list_in = type(e).__name__
r_list_in_list = [1] in [[1], 2]
try:
    {1}.discard([1])
except TypeError as e:
    r_discard_list = type(e).__name__
r_discard_set = {frozenset({1}), 2}
r_discard_set.discard({1})
try:
    {1}.remove({1})
except KeyError as e:
    r_remove_set = type(e).__name__
try:
    {x for x in items}
except TypeError as e:
    r_comp = type(e).__name__
r_mixed_num = {1, 1.0, True, 2, 2.0}
r_mixed_len = len({0, 0.0, False, -0.0, "0"})
r_nan_set = len({float("nan"), float("nan")})
n = float("nan")
r_nan_same = len({n, n})
r_nan_in = n in {n}
