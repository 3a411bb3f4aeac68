# probe: a registry value that is a function, subscripted as if it were a (fn, dtypes) tuple, raises TypeError ('function' object is not subscriptable); it ends the program
# expect: raises TypeError
# inputs
name = "gemm"
# body
def gemm():
    return (1, 2)
REG = {name: gemm}
r_called = REG[name]()[0]
r_subscripted = REG[name][0]
