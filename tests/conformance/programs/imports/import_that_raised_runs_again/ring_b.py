from logm import LOG
LOG.append("ring_b")
import ring_a
try:
    SAW = ring_a.A
except AttributeError as e:
    SAW = "AttributeError"
