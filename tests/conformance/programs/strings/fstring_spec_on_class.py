# probe: a registry table printing its classes with a width (f"{cls:<12}") raises TypeError: type.__format__ refuses a non-empty spec; f"{cls.__name__:<12}" is what works
# expect: raises TypeError
# inputs
width = 12
# body
class GemmKernel:
    pass
REG = {"gemm": GemmKernel}
r_rows_ok = [f"{k:<6}{v.__name__:<{width}}|" for k, v in REG.items()]
r_rows = [f"{k:<6}{v:<12}|" for k, v in REG.items()]
