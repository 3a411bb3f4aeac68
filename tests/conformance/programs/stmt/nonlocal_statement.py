# probe: nonlocal rebinds a name of the enclosing function
# inputs
start = 10
# body
def make_counter(n):
    count = n
    def inc():
        nonlocal count
        count += 1
        return count
    def get():
        return count
    return inc, get
inc, get = make_counter(start)
inc()
inc()
r_count = get()
def outer():
    x = "outer"
    def inner():
        x = "inner"
        return x
    inner()
    return x
r_no_nonlocal = outer()
def two_levels():
    v = 0
    def mid():
        def deep():
            nonlocal v
            v += 5
        deep()
    mid()
    return v
r_two_levels = two_levels()
