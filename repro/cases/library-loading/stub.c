/* An empty shared library. Built with -Wl,-soname,<name> it stands in for a CUDA library of that
 * name (libcudart.so.11.0, libnccl.so.2, libcudnn_graph.so.9) that exports none of its functions. */
int library_loading_repro_stub = 1;
