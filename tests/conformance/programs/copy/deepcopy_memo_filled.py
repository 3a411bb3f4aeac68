# probe: deepcopy(x, memo) fills the memo dict the caller passed
# inputs
inner = [1]
# body
import copy
_memo = {}
copy.deepcopy([inner], _memo)
r_empty = _memo == {}
r_len = len(_memo)
