# probe: a repeat past what memory holds raises before the right operand is computed
# expect: raises MemoryError
# inputs
n = 10 ** 18
pair = (0, [0])
# body
r_before = len(pair)
r_both = (pair * n) | (pair & pair)
