from logm import LOG
LOG.append("ring_a")
import ring_b
A = 1
