# probe: conditional expressions nest to the right, evaluate only the chosen branch (side effects), bind looser than or/and and lambda bodies, and can choose callables
# inputs
n = 15
# body
log = []
def t(tag, v):
    log.append(tag)
    return v
def fizz(i):
    return "FizzBuzz" if i % 15 == 0 else "Fizz" if i % 3 == 0 else "Buzz" if i % 5 == 0 else str(i)
r_fizz = [fizz(i) for i in (n, 9, 10, 7)]
r_only_chosen = t("a", 1) if t("cond", False) else t("b", 2)
r_log = list(log)
r_precedence = 0 or 1 if 0 else 2
r_grouped = (0 or 1) if 0 else 2
r_and = 1 and 0 if n else 5
f = lambda x: x if x > 0 else -x
r_lambda = (f(-n), f(n))
r_pick_func = (max if n > 10 else min)(3, 9)
r_nested_left = ("a" if n > 10 else "b") if n > 20 else "c"
r_in_comp = [x if x % 2 else -x for x in range(4)]
r_comp_filter = [x for x in range(6) if (x % 2 if x > 2 else True)]
