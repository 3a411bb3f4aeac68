# probe: f-string fields with a literal spec on a range, a set and a class all raise TypeError (object.__format__ refuses a non-empty spec); the first one ends the program
# expect: raises TypeError
# inputs
n = 3
# body
r_no_spec = (f"{range(n)}", f"{ {n} }", f"{int}")
r_range = f"{range(n):>8}"
r_set = f"{ {n}:>8}"
r_class = f"{int:<8}"
