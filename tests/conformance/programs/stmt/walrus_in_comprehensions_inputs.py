# probe: walrus targets in comprehensions binding in the enclosing scope (the last value, or unbound when no item), filters over inputs, inside a function with nonlocal effects
# inputs
xs = [3, 8, 1, 9]
empty = []
threshold = 5
# body
big = [y for x in xs if (y := x * 2) > threshold]
r_big = big
r_y = y
r_any = any((hit := v) > threshold for v in xs)
r_hit = hit
def f(items):
    found = [last := v for v in items]
    try:
        return found, last
    except NameError as e:
        return found, type(e).__name__
r_f = f(xs)
try:
    r_f_empty = f(empty)
except UnboundLocalError as e:
    r_f_empty = type(e).__name__
total = 0
r_running = [total := total + v for v in xs]
r_total = total
