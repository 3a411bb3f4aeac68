# probe: textwrap.dedent, textwrap.wrap, shlex.split
# inputs
width = 10
# body
import textwrap
import shlex
r_dedent = textwrap.dedent("""
    a
      b
    """)
r_wrap = textwrap.wrap("the quick brown fox jumps", width)
r_shlex = shlex.split('run --name "a b" -x')
r_quote = shlex.quote("a b")
