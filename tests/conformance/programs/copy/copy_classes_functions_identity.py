# probe: copy and deepcopy of classes, functions, builtins, modules-free atoms return the same object; of ranges, bytes, strings too
# inputs
n = 3
# body
import copy
class C:
    pass
def f():
    return n
r_class = (copy.copy(C) is C, copy.deepcopy(C) is C)
r_func = (copy.copy(f) is f, copy.deepcopy(f) is f)
r_builtin = (copy.copy(len) is len, copy.deepcopy(print) is print)
r_lambda = (lambda: 1)
r_lambda_same = copy.deepcopy(r_lambda) is r_lambda
rg = range(n)
r_range = copy.deepcopy(rg) is rg
r_str = copy.deepcopy("abc" * n) == "abc" * n
r_type = copy.copy(int) is int
r_none = copy.deepcopy(None) is None
r_ell = copy.copy(...) is ...
r_list_new = copy.copy([n]) is not [n]
