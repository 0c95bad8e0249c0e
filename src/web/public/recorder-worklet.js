/* global AudioWorkletProcessor, registerProcessor */
// The voice recorder's capture (issue 29): copies each block of microphone samples to the page,
// which keeps the takes and draws the level meter. A file of our own, since the CSP allows
// scripts from this site only (no blob: worklets).
class RecorderCapture extends AudioWorkletProcessor {
  process(inputs) {
    const channel = inputs[0] && inputs[0][0];
    if (channel) this.port.postMessage(channel.slice(0));
    return true;
  }
}
registerProcessor('recorder-capture', RecorderCapture);
