# probe: the `type` statement (Python 3.12)
# requires: 3.12
# inputs
n = 1
# body
type Pair = tuple[int, int]
r_name = Pair.__name__
r_value_name = Pair.__value__.__name__
